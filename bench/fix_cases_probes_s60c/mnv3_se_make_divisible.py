"""MobileNetV3's squeeze-and-excite: widths from `make_divisible(c // 4, 8)` at construction, the
squeeze pooled with `F.contrib.AdaptiveAvgPooling2D`, flattened by `x.shape[0]`, gated by a
hard-sigmoid `F.clip(s + 3, 0, 6) / 6` reshaped to `(n, c, 1, 1)` and applied by a plain `*`."""
from mxnet.gluon import nn


INPUTS = [(2, 16, 5, 5)]


def make_divisible(v, divisor=8, min_value=None):
    min_value = min_value or divisor
    new_v = max(min_value, int(v + divisor / 2) // divisor * divisor)
    if new_v < 0.9 * v:
        new_v += divisor
    return new_v


class Net(nn.HybridBlock):
    def __init__(self, channels=16, **kwargs):
        super(Net, self).__init__(**kwargs)
        mid = make_divisible(channels // 4, 8)
        with self.name_scope():
            self.fc1 = nn.Dense(mid, in_units=channels)
            self.fc2 = nn.Dense(channels, in_units=mid)

    def hybrid_forward(self, F, x):
        n, c = x.shape[0], x.shape[1]
        s = F.contrib.AdaptiveAvgPooling2D(x, output_size=1)
        s = s.reshape((n, -1))
        s = F.relu(self.fc1(s))
        s = F.clip(self.fc2(s) + 3, 0, 6) / 6.
        return x * s.reshape((n, c, 1, 1))
