"""StyleGAN2 modulated convolution: the style (B, Cin) from an affine Dense of w scales the (Cout, Cin, k, k) weight per sample by `broadcast_mul` of `weight.expand_dims(0)` and `style.reshape((0, 1, -1, 1, 1))`, demodulated by `broadcast_mul` with `rsqrt` of the keepdims sum of squares, the (B, Cout, Cin, k, k) weights merged to (B*Cout, Cin, k, k) and the input to (1, B*Cin, H, W) by `reshape((-3, -2)).expand_dims(0)`, one `F.Convolution` with `num_group` = the batch given to the constructor, reshaped back to (B, Cout, H, W)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6), (2, 5)]


class ModulatedConv(HybridBlock):
    def __init__(self, cin=3, cout=4, kernel=3, wdim=5, batch=2, **kwargs):
        super().__init__(**kwargs)
        self._cin, self._cout, self._k, self._b = cin, cout, kernel, batch
        with self.name_scope():
            self.affine = nn.Dense(cin, in_units=wdim, bias_initializer="ones")
            self.weight = self.params.get("weight", shape=(cout, cin, kernel, kernel))

    def hybrid_forward(self, F, x, w, weight):
        style = self.affine(w)
        wmod = F.broadcast_mul(weight.expand_dims(0), style.reshape((0, 1, -1, 1, 1)))
        demod = F.rsqrt(F.sum(F.square(wmod), axis=(2, 3, 4), keepdims=True) + 1e-8)
        wmod = F.broadcast_mul(wmod, demod).reshape((-3, -2))
        out = F.Convolution(x.reshape((-3, -2)).expand_dims(0), wmod, num_filter=self._b * self._cout, num_group=self._b,
                            kernel=(self._k, self._k), pad=(self._k // 2, self._k // 2), no_bias=True)
        return out.reshape((self._b, self._cout, 0, 0))


Net = ModulatedConv
