"""Attentive neural process deterministic path: an MLP over `concat(x_c, y_c)` gives per-context values, keys and queries from a shared x embedding of contexts and targets, scaled dot-product cross-attention by `batch_dot` giving one representation per target."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 1), (2, 5, 1), (2, 7, 1)]


class DeterministicPath(HybridBlock):
    def __init__(self, x_dim=1, y_dim=1, units=8, **kwargs):
        super(DeterministicPath, self).__init__(**kwargs)
        self._scale = units ** -0.5
        with self.name_scope():
            self.values = nn.HybridSequential()
            self.values.add(nn.Dense(units, flatten=False, in_units=x_dim + y_dim, activation="relu"),
                            nn.Dense(units, flatten=False, in_units=units))
            self.embed = nn.Dense(units, flatten=False, in_units=x_dim)

    def hybrid_forward(self, F, x_context, y_context, x_target):
        v = self.values(F.concat(x_context, y_context, dim=-1))
        k = self.embed(x_context)
        q = self.embed(x_target)
        w = F.softmax(F.batch_dot(q, k, transpose_b=True) * self._scale, axis=-1)
        return F.batch_dot(w, v)


Net = DeterministicPath
