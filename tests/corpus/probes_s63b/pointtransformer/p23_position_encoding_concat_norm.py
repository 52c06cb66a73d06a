"""Point Transformer position encoding on relative coordinates (N, P, K, 3) joined with their length `F.norm(rel, axis=-1, keepdims=True)` by `F.concat(dim=-1)` into (N, P, K, 4), through a Dense MLP, max-pooled over K and added to a Dense of the point features by a plain `+` (equal widths)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3), (2, 6, 3, 3), (2, 6, 4)]


class NormPosEnc(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pos_mlp = nn.Dense(channels, flatten=False, activation="relu")
            self.lin = nn.Dense(channels, flatten=False)

    def hybrid_forward(self, F, p, p_grp, x):
        rel = F.broadcast_sub(p_grp, p.expand_dims(2))
        enc = F.concat(rel, F.norm(rel, axis=-1, keepdims=True), dim=-1)
        return self.lin(x) + F.max(self.pos_mlp(enc), axis=2)


Net = NormPosEnc
