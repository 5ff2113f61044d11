/*
 * errnoshim keeps errno as it was across every signal handler a process
 * installs. The WebKit tablet loads it with LD_PRELOAD.
 *
 * Why: JavaScriptCore on Linux stops a thread for its garbage collector
 * with a signal whose handler waits in sigsuspend, which leaves errno at
 * EINTR when the handler returns. A thread stopped between setting errno
 * to 0 and reading it back then sees an error nobody made. GLib checks
 * errno that way around getauxval, and aborts the whole web process:
 * "GLib-ERROR: getauxval () failed: Interrupted system call". The
 * tablet's page asks for hundreds of such stops a second.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <signal.h>
#include <stddef.h>

typedef int (*sigaction_fn)(int, const struct sigaction *, struct sigaction *);

/* The handlers the process asked for, by signal; 0 where it asked for
 * none. NSIG is enough for the real-time signals too. */
static struct sigaction wanted[NSIG];
static volatile sig_atomic_t wrapped[NSIG];

static void trampoline(int sig, siginfo_t *info, void *context) {
	int saved = errno;
	if (wanted[sig].sa_flags & SA_SIGINFO)
		wanted[sig].sa_sigaction(sig, info, context);
	else
		wanted[sig].sa_handler(sig);
	errno = saved;
}

int sigaction(int sig, const struct sigaction *act, struct sigaction *old) {
	static sigaction_fn real;
	if (!real)
		real = (sigaction_fn)dlsym(RTLD_NEXT, "sigaction");
	if (sig <= 0 || sig >= NSIG)
		return real(sig, act, old);
	struct sigaction before = wanted[sig];
	int was = wrapped[sig];
	int rc;
	if (act && ((act->sa_flags & SA_SIGINFO) ||
	            (act->sa_handler != SIG_DFL && act->sa_handler != SIG_IGN))) {
		struct sigaction mine = *act;
		mine.sa_flags |= SA_SIGINFO;
		mine.sa_sigaction = trampoline;
		/* The handler is in place before a signal can reach it. */
		wanted[sig] = *act;
		rc = real(sig, &mine, old);
		if (rc == 0)
			wrapped[sig] = 1;
		else
			wanted[sig] = before;
	} else {
		rc = real(sig, act, old);
		if (rc == 0 && act)
			wrapped[sig] = 0;
	}
	/* The process is told of the handler it installed, never of ours. */
	if (rc == 0 && old && was)
		*old = before;
	return rc;
}
