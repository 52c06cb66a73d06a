"""SlowFast-style pathway: temporal subsampling only when the python stride is above 1, lateral concat."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 6, 6)]


class Net(HybridBlock):
    def __init__(self, alpha=4, slow_channels=4, fast_channels=2, **kwargs):
        super().__init__(**kwargs)
        self._alpha = alpha
        with self.name_scope():
            self.slow = nn.Conv3D(slow_channels, (1, 3, 3), padding=(0, 1, 1), in_channels=3)
            self.fast = nn.Conv3D(fast_channels, (3, 3, 3), padding=1, in_channels=3)
            self.lateral = nn.Conv3D(fast_channels, (5, 1, 1), strides=(alpha, 1, 1), padding=(2, 0, 0),
                                     in_channels=fast_channels)

    def hybrid_forward(self, F, clip):
        slow_in = clip
        if self._alpha > 1:
            slow_in = F.slice(clip, begin=(None, None, 0), end=(None, None, None), step=(1, 1, self._alpha))
        slow = F.relu(self.slow(slow_in))
        fast = F.relu(self.fast(clip))
        return F.concat(slow, self.lateral(fast), dim=1), fast
