"""FastSpeech duration predictor: encoder states (N, T, C) moved to channels-first, two Conv1D + ReLU + LayerNorm(axis=1) layers, a `flatten=False` projection to one log-duration per token, squeezed by `reshape((0, -1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class DurationPredictor(HybridBlock):
    def __init__(self, channels=8, kernel=3, layers=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.convs = nn.HybridSequential()
            for _ in range(layers):
                self.convs.add(nn.Conv1D(channels, kernel, padding=kernel // 2, activation="relu"),
                               nn.LayerNorm(axis=1))
            self.proj = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, h):
        y = self.convs(F.transpose(h, axes=(0, 2, 1)))
        return self.proj(F.transpose(y, axes=(0, 2, 1))).reshape((0, -1))


Net = DurationPredictor
