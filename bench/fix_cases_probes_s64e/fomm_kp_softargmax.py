"""First-order motion model's keypoint detector: a heatmap per keypoint (B, K, H, W) softmaxed
over its flattened pixels with a temperature, the keypoints as the heatmap's expectation over a
coordinate grid in [-1, 1] made by `make_coordinate_grid(heatmap.shape[2:])` (a module helper of
`nd.arange` rows and columns stacked to (H, W, 2)), `heatmap.expand_dims(4) * grid` summed over
the pixels."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


def make_coordinate_grid(spatial_size):
    h, w = spatial_size
    x = nd.arange(w)
    y = nd.arange(h)
    x = 2 * (x / (w - 1)) - 1
    y = 2 * (y / (h - 1)) - 1
    yy = y.reshape((-1, 1)).tile((1, w))
    xx = x.reshape((1, -1)).tile((h, 1))
    return nd.stack(xx, yy, axis=2)


class Net(nn.HybridBlock):
    def __init__(self, num_kp=4, temperature=0.1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.temperature = temperature
        with self.name_scope():
            self.kp = nn.Conv2D(num_kp, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        prediction = self.kp(x)
        final_shape = prediction.shape
        heatmap = prediction.reshape((final_shape[0], final_shape[1], -1))
        heatmap = F.softmax(heatmap / self.temperature, axis=2)
        heatmap = heatmap.reshape(final_shape)
        grid = make_coordinate_grid(final_shape[2:]).expand_dims(0).expand_dims(0)
        value = (heatmap.expand_dims(4) * grid).sum(axis=(2, 3))
        return value
