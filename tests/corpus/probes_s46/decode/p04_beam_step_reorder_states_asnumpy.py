"""Beam step that reorders the decoder states by beam ids read back with `.asnumpy()` into a numpy index array."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 3, 6), (1, 3)]


class Net(HybridBlock):
    def __init__(self, beam_size=3, vocab_size=7, **kwargs):
        super().__init__(**kwargs)
        self._beam, self._vocab = beam_size, vocab_size
        with self.name_scope():
            self.proj = nn.Dense(vocab_size, flatten=False, in_units=6)

    def hybrid_forward(self, F, hidden, beam_scores):
        scores = F.broadcast_add(F.log_softmax(self.proj(hidden), axis=-1), beam_scores.expand_dims(axis=2))
        top_scores, top_idx = F.topk(scores.reshape((0, -1)), k=self._beam, axis=1, ret_typ="both")
        beam_ids = (top_idx.asnumpy() // self._vocab).astype("int64")[0]
        new_hidden = F.take(F.squeeze(hidden, axis=0), F.array(beam_ids.astype("float32")))
        return top_scores, new_hidden.expand_dims(axis=0)
