"""Inference-style decoder loop over a python maximum of steps that breaks once the stop probability passes 0.5, tested with a python `if` on the tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class GreedyDecoder(HybridBlock):
    def __init__(self, mels=6, max_steps=5, **kwargs):
        super().__init__(**kwargs)
        self.max_steps = max_steps
        with self.name_scope():
            self.step = nn.Dense(mels, activation="tanh")
            self.stop = nn.Dense(1)

    def hybrid_forward(self, F, frame):
        frames = []
        for _ in range(self.max_steps):
            frame = self.step(frame)
            frames.append(frame)
            if F.sigmoid(self.stop(frame)).max() > 0.5:
                break
        return F.stack(*frames, axis=1)


Net = GreedyDecoder
