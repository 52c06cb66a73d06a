"""Point Transformer vector attention over given grouped keys/values (N, P, K, C) and relative positions (N, P, K, 3): `delta = pos_mlp(rel)` (Dense(flatten=False) layers), `w = gamma(F.broadcast_sub(q.expand_dims(2), k_grp) + delta)` (the broadcast result and delta of equal shapes, so a plain `+`), softmax over the K neighbours, `F.sum(w * (v_grp + delta), axis=2)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4), (2, 6, 3, 4), (2, 6, 3, 4), (2, 6, 3, 3)]


class VectorAttention(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Dense(channels, flatten=False)
            self.pos_mlp = nn.HybridSequential()
            self.pos_mlp.add(nn.Dense(channels, flatten=False, activation="relu"), nn.Dense(channels, flatten=False))
            self.gamma = nn.HybridSequential()
            self.gamma.add(nn.Dense(channels, flatten=False, activation="relu"), nn.Dense(channels, flatten=False))

    def hybrid_forward(self, F, x, k_grp, v_grp, rel):
        delta = self.pos_mlp(rel)
        w = self.gamma(F.broadcast_sub(self.q(x).expand_dims(2), k_grp) + delta)
        w = F.softmax(w, axis=2)
        return F.sum(w * (v_grp + delta), axis=2)


Net = VectorAttention
