"""BST with variable-length histories: embeddings of the history plus target sequence zeroed past `valid + 1` (the target always counts) by `SequenceMask(axis=1, use_sequence_length=True)`, then mean-pooled over the valid steps by `broadcast_div` with the lengths reshaped to a column."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5), (2,), (2,)]


class MaskedBST(HybridBlock):
    def __init__(self, num_items=20, seq_len=5, units=8, **kwargs):
        super(MaskedBST, self).__init__(**kwargs)
        self._n, self._l = num_items, seq_len
        with self.name_scope():
            self.item = nn.Embedding(num_items, units)

    def hybrid_forward(self, F, hist_raw, target_raw, len_raw):
        ids = F.floor((F.concat(hist_raw, target_raw.expand_dims(1), dim=1) + 1) * 0.5 * (self._n - 1e-3))
        valid = F.floor((len_raw + 1) * 0.5 * self._l) + 1
        emb = F.SequenceMask(self.item(ids), sequence_length=valid, use_sequence_length=True, axis=1)
        return F.broadcast_div(emb.sum(axis=1), valid.reshape((-1, 1)))


Net = MaskedBST
