"""BST with learned positions as a raw (L + 1, d) Parameter: history and target embedded separately, the target's (N, d) embedding appended by `concat(hist_emb, target_emb.expand_dims(1), dim=1)`, positions added by `broadcast_add(seq, pos.expand_dims(0))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5), (2,)]


class ParamPositions(HybridBlock):
    def __init__(self, num_items=20, seq_len=5, units=8, **kwargs):
        super(ParamPositions, self).__init__(**kwargs)
        self._n = num_items
        with self.name_scope():
            self.item = nn.Embedding(num_items, units)
            self.pos = self.params.get("pos", shape=(seq_len + 1, units))

    def hybrid_forward(self, F, hist_raw, target_raw, pos):
        hist_emb = self.item(F.floor((hist_raw + 1) * 0.5 * (self._n - 1e-3)))
        target_emb = self.item(F.floor((target_raw + 1) * 0.5 * (self._n - 1e-3)))
        seq = F.concat(hist_emb, target_emb.expand_dims(1), dim=1)
        return F.broadcast_add(seq, pos.expand_dims(0))


Net = ParamPositions
