"""Two families in one block: a lite R-ASPP head predicting keypoint heatmaps (a global-pool gate by
`F.contrib.AdaptiveAvgPooling2D(x, 1)` and plain `x * s`, upsampled to the 1/8 map's
`low.shape[2], low.shape[3]`, the low-level classifier added), decoded as SimpleBaseline does:
`n, k, h, w = heatmaps.shape`, argmax over the flattened H*W, `idx % w` and `idx // w` (floor of a
division), the result scaled back to the image by `image.shape[3] / w` per axis."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 24, 16), (2, 4, 6, 4), (2, 8, 3, 2)]


class Net(nn.HybridBlock):
    def __init__(self, num_joints=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.cbr = nn.Conv2D(6, 1, in_channels=8)
            self.scale = nn.Conv2D(6, 1, in_channels=8)
            self.low_classifier = nn.Conv2D(num_joints, 1, in_channels=4)
            self.high_classifier = nn.Conv2D(num_joints, 1, in_channels=6)

    def hybrid_forward(self, F, image, low, high):
        x = F.relu(self.cbr(high))
        s = F.sigmoid(self.scale(F.contrib.AdaptiveAvgPooling2D(high, output_size=1)))
        x = x * s
        x = F.contrib.BilinearResize2D(x, height=low.shape[2], width=low.shape[3])
        heatmaps = self.low_classifier(low) + self.high_classifier(x)

        n, k, h, w = heatmaps.shape
        flat = heatmaps.reshape((n, k, h * w))
        idx = F.argmax(flat, axis=2)
        px = idx % w
        py = F.floor(idx / w)
        coords = F.stack(px * (image.shape[3] / w), py * (image.shape[2] / h), axis=2)
        return coords, F.max(flat, axis=2)
