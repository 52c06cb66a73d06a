"""HorNet's recursive gated convolution gnConv (order 3): a 1x1 projection to 2C split into the gate `pwa`
and `abc` by channel slices (`fused_x[:, :self.dims[0]]`), a depthwise 7x7 on `abc` times the scale s, the
result cut into channel groups of doubling width by slices in a python loop, the recursion
`x = pws[i](x) * dw_list[i + 1]`, and a 1x1 projection out; `B, C, H, W = x.shape` as in the public code."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, dim=8, order=3, s=1.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.order = order
        self.dims = [dim // 2 ** i for i in range(order)]
        self.dims.reverse()
        self.scale = s
        with self.name_scope():
            self.proj_in = nn.Conv2D(2 * dim, 1, in_channels=dim)
            self.dwconv = nn.Conv2D(sum(self.dims), 7, padding=3, groups=sum(self.dims),
                                    in_channels=sum(self.dims))
            self.proj_out = nn.Conv2D(dim, 1, in_channels=dim)
            self.pws = nn.HybridSequential()
            for i in range(order - 1):
                self.pws.add(nn.Conv2D(self.dims[i + 1], 1, in_channels=self.dims[i]))

    def hybrid_forward(self, F, x):
        B, C, H, W = x.shape
        fused_x = self.proj_in(x)
        pwa, abc = fused_x[:, :self.dims[0]], fused_x[:, self.dims[0]:]
        dw_abc = self.dwconv(abc) * self.scale
        dw_list = []
        start = 0
        for d in self.dims:
            dw_list.append(dw_abc[:, start:start + d])
            start += d
        x = pwa * dw_list[0]
        for i in range(self.order - 1):
            x = self.pws[i](x) * dw_list[i + 1]
        x = self.proj_out(x)
        return x
