"""One beam-search step inside a block: scores (N, beam, V) flattened by reshape codes, `topk` over beam*vocab, beam and token ids recovered with `floor` of a division by the python vocab size."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6), (2, 3)]


class BeamStep(HybridBlock):
    def __init__(self, beam_size=3, vocab_size=7, **kwargs):
        super().__init__(**kwargs)
        self._beam, self._vocab = beam_size, vocab_size
        with self.name_scope():
            self.proj = nn.Dense(vocab_size, flatten=False, in_units=6)

    def hybrid_forward(self, F, hidden, beam_scores):
        log_probs = F.log_softmax(self.proj(hidden), axis=-1)                   # (N, beam, V)
        scores = F.broadcast_add(log_probs, beam_scores.expand_dims(axis=2))
        flat = scores.reshape((0, -1))                                           # (N, beam * V)
        top_scores, top_idx = F.topk(flat, k=self._beam, axis=1, ret_typ="both")
        beam_ids = F.floor(top_idx / self._vocab)
        token_ids = top_idx - beam_ids * self._vocab
        return top_scores, beam_ids, token_ids


class Net(BeamStep):
    pass
