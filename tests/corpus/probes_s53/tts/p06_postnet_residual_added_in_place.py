"""Postnet whose residual is added in place to the decoder output: `refined = self.proj(dec); refined += self.body(refined)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 10)]


class Postnet(HybridBlock):
    def __init__(self, mels=6, channels=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Conv1D(mels, 1)
            self.body = nn.HybridSequential()
            self.body.add(nn.Conv1D(channels, 5, padding=2, activation="tanh"), nn.Conv1D(mels, 5, padding=2))

    def hybrid_forward(self, F, dec):
        refined = self.proj(dec)
        refined += self.body(refined)
        return refined


Net = Postnet
