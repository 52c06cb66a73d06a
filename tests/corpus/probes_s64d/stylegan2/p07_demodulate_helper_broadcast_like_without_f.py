"""StyleGAN2 demodulation as a module-level helper taking no `F`: the per-sample weights (B, Cout, Cin, k, k) times `rsqrt` of their keepdims sum of squares, expanded by `.broadcast_like(w)` before the plain `*` -- so the operands are equal-shaped."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


def demodulate(w, eps=1e-8):
    """w: (B, Cout, Cin, k, k) modulated weights -> the same, each output filter of unit norm."""
    return w * (w.square().sum(axis=(2, 3, 4), keepdims=True) + eps).rsqrt().broadcast_like(w)


class DemodWeights(HybridBlock):
    def __init__(self, cin=3, cout=4, kernel=3, wdim=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.affine = nn.Dense(cin, in_units=wdim, bias_initializer="ones")
            self.weight = self.params.get("weight", shape=(cout, cin, kernel, kernel))

    def hybrid_forward(self, F, w, weight):
        wmod = F.broadcast_mul(weight.expand_dims(0), self.affine(w).reshape((0, 1, -1, 1, 1)))
        return demodulate(wmod)


Net = DemodWeights
