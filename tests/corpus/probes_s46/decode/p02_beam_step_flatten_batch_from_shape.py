"""Beam-search step that flattens the scores with `scores.reshape((batch, -1))`, `batch = scores.shape[0]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6), (2, 3)]


class Net(HybridBlock):
    def __init__(self, beam_size=3, vocab_size=7, **kwargs):
        super().__init__(**kwargs)
        self._beam, self._vocab = beam_size, vocab_size
        with self.name_scope():
            self.proj = nn.Dense(vocab_size, flatten=False, in_units=6)

    def hybrid_forward(self, F, hidden, beam_scores):
        scores = F.broadcast_add(F.log_softmax(self.proj(hidden), axis=-1), beam_scores.expand_dims(axis=2))
        batch = scores.shape[0]
        top_scores, top_idx = F.topk(scores.reshape((batch, -1)), k=self._beam, axis=1, ret_typ="both")
        beam_ids = F.floor(top_idx / self._vocab)
        return top_scores, beam_ids, top_idx - beam_ids * self._vocab
