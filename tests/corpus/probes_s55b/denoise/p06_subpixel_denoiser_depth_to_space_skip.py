"""Down-shuffled denoiser: `space_to_depth` by 2, a conv body, `depth_to_space` back, the residual subtracted from the input on equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8, 8)]


class ShuffleDenoiser(HybridBlock):
    def __init__(self, channels=1, features=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.body = nn.HybridSequential()
            self.body.add(nn.Conv2D(features, 3, padding=1, in_channels=4 * channels, activation="relu"),
                          nn.Conv2D(4 * channels, 3, padding=1, in_channels=features))

    def hybrid_forward(self, F, x):
        noise = F.depth_to_space(self.body(F.space_to_depth(x, 2)), 2)
        return x - noise


Net = ShuffleDenoiser
