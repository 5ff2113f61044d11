/*
 * bcryptprimitives.dll for Wine 8, which lacks it: Go's runtime on Windows
 * asks it for ProcessPrng at start-up. This one answers from advapi32's
 * SystemFunction036 (RtlGenRandom). A test harness only: real Windows has
 * its own DLL. tools/wine builds it with mingw into the Wine prefix.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
	while (length > 0) {
		ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
		if (!SystemFunction036(data, chunk))
			return FALSE;
		data += chunk;
		length -= chunk;
	}
	return TRUE;
}
