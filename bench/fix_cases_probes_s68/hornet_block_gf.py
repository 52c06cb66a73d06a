"""HorNet-GF's block: a channels-first LayerNorm written by hand (`u = x.mean(1, keepdims=True)`, plain `-`
and `/` against the (B, 1, H, W) statistics, `weight[:, None, None] * x + bias[:, None, None]`), gnConv of
order 2 whose spatial mixer is the GlobalLocalFilter (half of the channels by a depthwise 3x3, half by a
learnable global filter in the frequency domain: a 2-D DFT by cos/sin matrices of the map's own size,
`complex_weight[:, :, :, 0]` and `[..., 1]` for the real and imaginary parts, resized when its size differs
from the map's, the halves interleaved by `reshape((B, 2 * C, a, b))`), the layer scale
`gamma1.reshape((C, 1, 1))` from the unpacked shape, and the channels-last MLP with `gamma2 * x`."""
import math

from mxnet import init, nd
from mxnet.gluon import nn


INPUTS = [(2, 8, 8, 8)]


class LayerNorm(nn.HybridBlock):
    """channels_first"""
    def __init__(self, normalized_shape, eps=1e-6, **kwargs):
        super(LayerNorm, self).__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(normalized_shape,), init=init.One())
            self.bias = self.params.get('bias', shape=(normalized_shape,), init=init.Zero())

    def hybrid_forward(self, F, x, weight, bias):
        u = x.mean(1, keepdims=True)
        s = ((x - u) ** 2).mean(1, keepdims=True)
        x = (x - u) / F.sqrt(s + self.eps)
        x = weight[:, None, None] * x + bias[:, None, None]
        return x


def dft_matrices(n):
    k = nd.arange(n)
    angle = 2 * math.pi * k.reshape((-1, 1)) * k.reshape((1, -1)) / n
    return nd.cos(angle), nd.sin(angle)


class GlobalLocalFilter(nn.HybridBlock):
    def __init__(self, dim, h=8, w=8, **kwargs):
        super(GlobalLocalFilter, self).__init__(**kwargs)
        with self.name_scope():
            self.dw = nn.Conv2D(dim // 2, 3, padding=1, groups=dim // 2, use_bias=False, in_channels=dim // 2)
            self.complex_weight = self.params.get('complex_weight', shape=(dim // 2, h, w, 2),
                                                  init=init.Normal(0.02))
            self.pre_norm = LayerNorm(dim)
            self.post_norm = LayerNorm(dim)

    def hybrid_forward(self, F, x, complex_weight):
        x = self.pre_norm(x)
        x1, x2 = F.split(x, num_outputs=2, axis=1)
        x1 = self.dw(x1)
        B, C, a, b = x2.shape
        ch, sh = dft_matrices(a)
        cw, sw = dft_matrices(b)
        rows = lambda m, t: F.dot(t.transpose((0, 1, 3, 2)), m).transpose((0, 1, 3, 2))
        xr = rows(ch, F.dot(x2, cw)) - rows(sh, F.dot(x2, sw))
        xi = -(rows(sh, F.dot(x2, cw)) + rows(ch, F.dot(x2, sw)))
        weight = complex_weight
        if not weight.shape[1:3] == x2.shape[2:4]:
            weight = F.contrib.BilinearResize2D(weight.transpose((3, 0, 1, 2)), height=a, width=b)
            weight = weight.transpose((1, 2, 3, 0))
        wr, wi = weight[:, :, :, 0], weight[..., 1]
        yr = xr * wr - xi * wi
        yi = xr * wi + xi * wr
        x2 = (rows(ch, F.dot(yr, cw)) - rows(sh, F.dot(yr, sw))
              - rows(ch, F.dot(yi, sw)) - rows(sh, F.dot(yi, cw))) / (a * b)
        x = F.concat(x1.expand_dims(2), x2.expand_dims(2), dim=2).reshape((B, 2 * C, a, b))
        x = self.post_norm(x)
        return x


class GnConv(nn.HybridBlock):
    def __init__(self, dim, order=2, s=1.0 / 3.0, **kwargs):
        super(GnConv, self).__init__(**kwargs)
        self.order = order
        self.dims = [dim // 2 ** i for i in range(order)]
        self.dims.reverse()
        self.scale = s
        with self.name_scope():
            self.proj_in = nn.Conv2D(2 * dim, 1, in_channels=dim)
            self.dwconv = GlobalLocalFilter(sum(self.dims))
            self.proj_out = nn.Conv2D(dim, 1, in_channels=dim)
            self.pws = nn.HybridSequential()
            for i in range(order - 1):
                self.pws.add(nn.Conv2D(self.dims[i + 1], 1, in_channels=self.dims[i]))

    def hybrid_forward(self, F, x):
        fused_x = self.proj_in(x)
        pwa, abc = fused_x[:, :self.dims[0]], fused_x[:, self.dims[0]:]
        dw_abc = self.dwconv(abc) * self.scale
        dw_list = F.split(dw_abc, num_outputs=3, axis=1)
        x = pwa * dw_list[0]
        x = self.pws[0](x) * F.concat(dw_list[1], dw_list[2], dim=1)
        return self.proj_out(x)


class Net(nn.HybridBlock):
    def __init__(self, dim=8, layer_scale_init_value=1e-1, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.norm1 = LayerNorm(dim)
            self.gnconv = GnConv(dim)
            self.norm2 = nn.LayerNorm(in_channels=dim, epsilon=1e-6)
            self.pwconv1 = nn.Dense(4 * dim, in_units=dim, flatten=False)
            self.act = nn.GELU()
            self.pwconv2 = nn.Dense(dim, in_units=4 * dim, flatten=False)
            self.gamma1 = self.params.get('gamma1', shape=(dim,), init=init.Constant(layer_scale_init_value))
            self.gamma2 = self.params.get('gamma2', shape=(dim,), init=init.Constant(layer_scale_init_value))

    def hybrid_forward(self, F, x, gamma1, gamma2):
        B, C, H, W = x.shape
        gamma1 = gamma1.reshape((C, 1, 1))
        x = x + gamma1 * self.gnconv(self.norm1(x))
        input = x
        x = x.transpose((0, 2, 3, 1))
        x = self.norm2(x)
        x = self.pwconv1(x)
        x = self.act(x)
        x = self.pwconv2(x)
        x = gamma2 * x
        x = x.transpose((0, 3, 1, 2))
        return input + x
