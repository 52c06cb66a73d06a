"""HNN hyperbolic linear layer: Mobius matrix-vector product through a bias-free Dense, with norms kept as (N, 1) and every mix with (N, D) by `broadcast_*`; the (1, D) bias Parameter enters by `broadcast_add` before the exp map."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4)]


class HypLinear(HybridBlock):
    def __init__(self, in_dim=4, out_dim=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(out_dim, in_units=in_dim, use_bias=False)
            self.bias = self.params.get("bias", shape=(1, out_dim), init="zeros")

    def hybrid_forward(self, F, x, bias):
        x = 0.3 * F.tanh(x)
        x_norm = F.clip(F.norm(x, axis=-1, keepdims=True), 1e-5, 1 - 1e-5)
        mx = self.fc(x)
        mx_norm = F.clip(F.norm(mx, axis=-1, keepdims=True), 1e-5, 1e5)
        scale = F.tanh(mx_norm / x_norm * F.arctanh(x_norm)) / mx_norm
        res = F.broadcast_mul(scale, mx)
        return F.broadcast_add(res, 0.1 * bias)


Net = HypLinear
