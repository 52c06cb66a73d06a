"""FOMM's local affine transformations: a jacobian map conv of 4 channels per keypoint reshaped
to (B, K, 4, H, W) from `final_shape = heatmap.shape`, weighted by the keypoint heatmap
`heatmap.expand_dims(2)` (a plain `*`), summed over the pixels and viewed as (B, K, 2, 2); the
identity initialisation added as an `nd.eye(2)`."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, num_kp=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_kp = num_kp
        with self.name_scope():
            self.kp = nn.Conv2D(num_kp, 3, padding=1, in_channels=3)
            self.jacobian = nn.Conv2D(4 * num_kp, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        prediction = self.kp(x)
        heatmap = F.softmax(prediction.reshape((0, 0, -1)), axis=2).reshape_like(prediction)
        final_shape = heatmap.shape
        jacobian_map = self.jacobian(x)
        jacobian_map = jacobian_map.reshape((final_shape[0], self.num_kp, 4, final_shape[2],
                                             final_shape[3]))
        jacobian = heatmap.expand_dims(2) * jacobian_map
        jacobian = jacobian.reshape((final_shape[0], final_shape[1], 4, -1)).sum(axis=-1)
        jacobian = jacobian.reshape((final_shape[0], final_shape[1], 2, 2))
        return jacobian + nd.eye(2)
