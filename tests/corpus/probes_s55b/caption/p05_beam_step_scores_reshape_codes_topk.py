"""One beam-search step: log-probabilities of the (N*B, V) logits plus the running beam scores by `broadcast_add`, regrouped to (N, B*V) with reshape codes `(-4, -1, beam, -2)` then `(0, -3)`, best B by `topk(ret_typ='both')`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 5), (6,)]


class BeamStep(HybridBlock):
    def __init__(self, hidden=5, vocab=7, beam=3, **kwargs):
        super().__init__(**kwargs)
        self.beam = beam
        with self.name_scope():
            self.out = nn.Dense(vocab, in_units=hidden)

    def hybrid_forward(self, F, hidden, beam_scores):
        logp = F.log_softmax(self.out(hidden), axis=-1)
        scores = F.broadcast_add(logp, F.reshape(beam_scores, shape=(-1, 1)))
        grouped = F.reshape(scores, shape=(-4, -1, self.beam, -2))
        flat = F.reshape(grouped, shape=(0, -3))
        best, index = F.topk(flat, axis=-1, k=self.beam, ret_typ="both")
        return best, index


Net = BeamStep
