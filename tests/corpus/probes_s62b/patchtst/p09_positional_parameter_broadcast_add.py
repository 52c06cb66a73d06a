"""PatchTST learnable positional encoding: a (n_patches, d_model) Parameter added to the embedded patches by `broadcast_add` after `expand_dims(0)`, then a residual feed-forward `u + self.ff(u)` of equal shapes and LayerNorm."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 3)]


class PositionalPatches(HybridBlock):
    def __init__(self, seq_len=16, patch_len=4, d_model=8, **kwargs):
        super().__init__(**kwargs)
        self._p = patch_len
        self._n = seq_len // patch_len
        with self.name_scope():
            self.embed = nn.Dense(d_model, flatten=False)
            self.W_pos = self.params.get("W_pos", shape=(self._n, d_model))
            self.ff = nn.Dense(d_model, flatten=False, activation="relu")
            self.norm = nn.LayerNorm()

    def hybrid_forward(self, F, x, W_pos):
        u = self.embed(x.transpose((0, 2, 1)).reshape((-1, self._n, self._p)))
        u = F.broadcast_add(u, W_pos.expand_dims(0))
        return self.norm(u + self.ff(u))


Net = PositionalPatches
