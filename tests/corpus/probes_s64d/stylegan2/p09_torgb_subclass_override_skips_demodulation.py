"""StyleGAN2 `ToRGB` as a subclass of a modulated-conv base class: the base `hybrid_forward` passes the weight and style tensors to `self.modulate(F, weight, style)`, which the subclass overrides to modulate without demodulating (`broadcast_mul` only); a 1x1 grouped conv with the batch from the constructor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6), (2, 5)]


class ModConvBase(HybridBlock):
    def __init__(self, cin=4, cout=3, kernel=1, wdim=5, batch=2, **kwargs):
        super().__init__(**kwargs)
        self._cout, self._k, self._b = cout, kernel, batch
        with self.name_scope():
            self.affine = nn.Dense(cin, in_units=wdim, bias_initializer="ones")
            self.weight = self.params.get("weight", shape=(cout, cin, kernel, kernel))

    def modulate(self, F, weight, style):
        w = F.broadcast_mul(weight.expand_dims(0), style.reshape((0, 1, -1, 1, 1)))
        return F.broadcast_div(w, F.sqrt(F.sum(F.square(w), axis=(2, 3, 4), keepdims=True) + 1e-8))

    def hybrid_forward(self, F, x, w, weight):
        wmod = self.modulate(F, weight, self.affine(w)).reshape((-3, -2))
        out = F.Convolution(x.reshape((-3, -2)).expand_dims(0), wmod, num_filter=self._b * self._cout, num_group=self._b,
                            kernel=(self._k, self._k), no_bias=True)
        return out.reshape((self._b, self._cout, 0, 0))


class ToRGB(ModConvBase):
    def modulate(self, F, weight, style):
        return F.broadcast_mul(weight.expand_dims(0), style.reshape((0, 1, -1, 1, 1)))


Net = ToRGB
