"""StyleGAN2 demodulation as the PyTorch original writes it, `weight * demod.view(...)`: the (B, Cout, Cin, k, k) modulated weights times the (B, Cout, 1, 1, 1) keepdims `rsqrt` by a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class PlainDemod(HybridBlock):
    def __init__(self, cin=3, cout=4, kernel=3, wdim=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.affine = nn.Dense(cin, in_units=wdim, bias_initializer="ones")
            self.weight = self.params.get("weight", shape=(cout, cin, kernel, kernel))

    def hybrid_forward(self, F, w, weight):
        wmod = F.broadcast_mul(weight.expand_dims(0), self.affine(w).reshape((0, 1, -1, 1, 1)))
        demod = F.rsqrt(F.sum(F.square(wmod), axis=(2, 3, 4), keepdims=True) + 1e-8)
        return wmod * demod


Net = PlainDemod
