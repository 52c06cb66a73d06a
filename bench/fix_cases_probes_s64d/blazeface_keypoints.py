"""BlazeFace's keypoint decoding (the MediaPipe port's `_decode_boxes`): the raw regressor output
`(b, n, 16)` holds a box and six (x, y) keypoints; the anchors are a fixed table built in `__init__` with
numpy and kept as an NDArray on the block, the scale `x_scale = y_scale` is the input size read in forward
(`x.shape[2]`), keypoint offsets picked by legacy subscripts `raw[:, :, 4 + 2 * k]` in a python loop over the
keypoints and stacked, and the scores clipped and squashed by sigmoid."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, num_keypoints=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_keypoints = num_keypoints
        ys, xs = np.meshgrid(np.arange(4), np.arange(4), indexing='ij')
        centres = np.stack([(xs.ravel() + 0.5) / 4, (ys.ravel() + 0.5) / 4], axis=1)
        self.anchors = nd.array(np.concatenate([centres, np.ones_like(centres)], axis=1))   # (16, 4)
        with self.name_scope():
            self.features = nn.Conv2D(8, 3, strides=2, padding=1, in_channels=3, activation='relu')
            self.regressor = nn.Conv2D(4 + 2 * num_keypoints, 1, in_channels=8)
            self.classifier = nn.Conv2D(1, 1, in_channels=8)

    def hybrid_forward(self, F, x):
        feat = self.features(x)
        raw = self.regressor(feat).transpose((0, 2, 3, 1)).reshape((0, -1, 4 + 2 * self.num_keypoints))
        scores = F.sigmoid(F.clip(self.classifier(feat).reshape((0, -1)), -100, 100))
        scale = x.shape[2]
        ax = self.anchors[:, 0].reshape((1, -1))
        ay = self.anchors[:, 1].reshape((1, -1))
        aw = self.anchors[:, 2].reshape((1, -1))
        keypoints = []
        for k in range(self.num_keypoints):
            kx = raw[:, :, 4 + 2 * k] / scale * aw + ax
            ky = raw[:, :, 5 + 2 * k] / scale * aw + ay
            keypoints.append(F.stack(kx, ky, axis=-1))
        return F.stack(*keypoints, axis=2), scores
