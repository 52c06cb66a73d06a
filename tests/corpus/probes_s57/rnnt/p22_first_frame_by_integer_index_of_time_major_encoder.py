"""Time-major (T, B, H) encoder output whose first frame is taken as `enc[0]` to prime the joint before the loop over the remaining frames."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 2, 6), (2, 6)]


class FramewiseJoint(HybridBlock):
    def __init__(self, vocab=5, steps=4, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        with self.name_scope():
            self.joint = nn.Dense(vocab, in_units=6)

    def hybrid_forward(self, F, enc, g):
        first = enc[0]
        scores = [F.log_softmax(self.joint(F.tanh(first + g)), axis=-1)]
        for t in range(1, self.steps):
            frame = F.squeeze(F.slice_axis(enc, axis=0, begin=t, end=t + 1), axis=0)
            scores.append(F.log_softmax(self.joint(F.tanh(frame + g)), axis=-1))
        return F.stack(*scores, axis=0)


Net = FramewiseJoint
