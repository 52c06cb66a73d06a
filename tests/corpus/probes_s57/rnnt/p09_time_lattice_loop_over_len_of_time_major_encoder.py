"""Time-major encoder output (T, B, H): the per-frame blank scores accumulated over `for t in range(len(enc))`, each frame a `slice_axis` on axis 0."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 2, 6), (2, 6)]


class BlankPathScore(HybridBlock):
    def __init__(self, vocab=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.joint = nn.Dense(vocab, in_units=6)

    def hybrid_forward(self, F, enc, g):
        total = F.zeros_like(F.slice_axis(g, axis=1, begin=0, end=1))
        for t in range(len(enc)):
            frame = F.reshape(F.slice_axis(enc, axis=0, begin=t, end=t + 1), shape=(-3, 0))
            logp = F.log_softmax(self.joint(F.tanh(frame + g)), axis=-1)
            total = total + F.slice_axis(logp, axis=1, begin=0, end=1)
        return total


Net = BlankPathScore
