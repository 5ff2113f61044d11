package link

import (
	"net"
	"slices"
)

// LANIPv4 returns the IPv4 addresses of the interfaces that are up, without
// the loopback, the link-local ones last: where phones on the same network
// reach this machine.
func LANIPv4() []net.IP {
	ifaces, err := net.Interfaces()
	if err != nil {
		return nil
	}
	var ips []net.IP
	for _, iface := range ifaces {
		if iface.Flags&net.FlagUp == 0 || iface.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, err := iface.Addrs()
		if err != nil {
			continue
		}
		for _, a := range addrs {
			if ipnet, ok := a.(*net.IPNet); ok {
				if ip := ipnet.IP.To4(); ip != nil && !ip.IsLoopback() {
					ips = append(ips, ip)
				}
			}
		}
	}
	slices.SortStableFunc(ips, func(a, b net.IP) int {
		return linkLocal(a) - linkLocal(b)
	})
	return ips
}

func linkLocal(ip net.IP) int {
	if ip.IsLinkLocalUnicast() {
		return 1
	}
	return 0
}
