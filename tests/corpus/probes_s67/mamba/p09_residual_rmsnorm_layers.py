"""A Mamba backbone: residual layers `x + mixer(norm(x))` in a HybridSequential, RMSNorm by
`broadcast_div` of the keepdims root mean square and `broadcast_mul` of a (d_model,) weight, a final norm."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class RMSNorm(HybridBlock):
    def __init__(self, d_model, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(d_model,), init="ones")

    def hybrid_forward(self, F, x, weight):
        rms = F.sqrt(F.mean(F.square(x), axis=-1, keepdims=True) + self.eps)
        return F.broadcast_mul(F.broadcast_div(x, rms), weight)


class ResidualMixer(HybridBlock):
    def __init__(self, d_model, d_inner, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norm = RMSNorm(d_model)
            self.in_proj = nn.Dense(2 * d_inner, flatten=False)
            self.out_proj = nn.Dense(d_model, flatten=False)

    def hybrid_forward(self, F, x):
        xs, z = F.split(self.in_proj(self.norm(x)), num_outputs=2, axis=-1)
        return x + self.out_proj(xs * F.sigmoid(xs) * (z * F.sigmoid(z)))


class MambaBackbone(HybridBlock):
    def __init__(self, d_model=4, d_inner=6, n_layers=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for _ in range(n_layers):
                self.layers.add(ResidualMixer(d_model, d_inner))
            self.norm_f = RMSNorm(d_model)

    def hybrid_forward(self, F, x):
        return self.norm_f(self.layers(x))


Net = MambaBackbone
