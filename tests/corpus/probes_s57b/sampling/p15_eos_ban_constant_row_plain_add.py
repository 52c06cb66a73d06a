"""Minimum-length constraint adding a (1, V) EOS-ban row made by `one_hot` of a constant to the (B, V) logits with a plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


class MinLengthStep(HybridBlock):
    def __init__(self, vocab=10, eos=0, **kwargs):
        super(MinLengthStep, self).__init__(**kwargs)
        self.vocab = vocab
        self.eos = eos
        with self.name_scope():
            self.proj = nn.Dense(vocab, in_units=8)

    def hybrid_forward(self, F, h):
        logits = self.proj(h)
        ban = F.one_hot(F.ones((1,)) * self.eos, self.vocab) * -1e9
        return F.log_softmax(logits + ban)


Net = MinLengthStep
