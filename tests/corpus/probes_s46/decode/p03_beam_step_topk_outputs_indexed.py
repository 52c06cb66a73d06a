"""Beam step that keeps `topk(..., ret_typ='both')` as one result and reads its two outputs by `res[0]` and `res[1]` (multi-output indexing)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6), (2, 3)]


class Net(HybridBlock):
    def __init__(self, beam_size=2, vocab_size=5, **kwargs):
        super().__init__(**kwargs)
        self._beam, self._vocab = beam_size, vocab_size
        with self.name_scope():
            self.proj = nn.Dense(vocab_size, flatten=False, in_units=6)

    def hybrid_forward(self, F, hidden, beam_scores):
        scores = F.broadcast_add(F.log_softmax(self.proj(hidden), axis=-1), beam_scores.expand_dims(axis=2))
        res = F.topk(scores.reshape((0, -1)), k=self._beam, axis=1, ret_typ="both")
        best_scores, best_idx = res[0], res[1]
        return best_scores, F.floor(best_idx / self._vocab), F.broadcast_mod(best_idx, F.ones_like(best_idx) * self._vocab)
