"""Frame-synchronous joint over a time-major encoder: frames from `F.split(enc, num_outputs=self.max_frames, axis=0, squeeze_axis=True)` with the frame count a constructor argument, iterated and stacked."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 2, 6), (2, 6)]


class FramewiseJoint(HybridBlock):
    def __init__(self, vocab=5, max_frames=4, **kwargs):
        super().__init__(**kwargs)
        self.max_frames = max_frames
        with self.name_scope():
            self.joint = nn.Dense(vocab, in_units=6)

    def hybrid_forward(self, F, enc, g):
        frames = F.split(enc, num_outputs=self.max_frames, axis=0, squeeze_axis=True)
        scores = [F.log_softmax(self.joint(F.tanh(frame + g)), axis=-1) for frame in frames]
        return F.stack(*scores, axis=0)


Net = FramewiseJoint
