"""Adaptive input/softmax weight tying: the head reuses the input projection's weight read by `self.proj.weight.data()` inside hybrid_forward."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8)]


class TiedAdaptiveHead(HybridBlock):
    def __init__(self, vocab=6, dim=8, **kwargs):
        super(TiedAdaptiveHead, self).__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.proj = nn.Dense(dim, use_bias=False, in_units=vocab)
            self.hidden = nn.Dense(vocab, in_units=dim)

    def hybrid_forward(self, F, h):
        w = self.proj.weight.data()
        logits = F.FullyConnected(h, w.T, no_bias=True, num_hidden=self.vocab)
        return F.log_softmax(logits + self.hidden(h))


Net = TiedAdaptiveHead
