"""Beam step: (B, beam, V) log-probs plus the (B, beam, 1) running scores by a plain `+`, normalised by a python GNMT length penalty."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8), (2, 3)]


class BeamStep(HybridBlock):
    def __init__(self, vocab=10, step=4, alpha=0.6, **kwargs):
        super(BeamStep, self).__init__(**kwargs)
        self.length_penalty = ((5.0 + step) / 6.0) ** alpha
        with self.name_scope():
            self.proj = nn.Dense(vocab, flatten=False, in_units=8)

    def hybrid_forward(self, F, h, scores):
        log_probs = F.log_softmax(self.proj(h))
        total = log_probs + scores.expand_dims(axis=-1)
        return (total / self.length_penalty).reshape((0, -1)).topk(k=3, ret_typ="both")


Net = BeamStep
