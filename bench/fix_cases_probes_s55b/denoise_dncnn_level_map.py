"""FFDNet-style denoiser: a constant noise-level map built by ones of the batch and spatial sizes read from the image's shape, concatenated as an extra channel, and a DnCNN residual (noise predicted, subtracted from the input)."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, sigma=0.1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.sigma = sigma
        with self.name_scope():
            self.body = nn.HybridSequential()
            self.body.add(nn.Conv2D(4, 3, padding=1, in_channels=2, activation='relu'),
                          nn.Conv2D(4, 3, padding=1, in_channels=4, activation='relu'),
                          nn.Conv2D(1, 3, padding=1, in_channels=4))

    def hybrid_forward(self, F, x):
        n, _, h, w = x.shape
        level = F.ones((n, 1, h, w)) * self.sigma
        noise = self.body(F.concat(x, level, dim=1))
        return x - noise
