"""SimpleBaseline's get_max_preds on a keypoint head: `batch_size, num_joints, height, width =
heatmaps.shape`, the heatmaps flattened to (N, J, H*W), argmax and max over the last axis, the index
split into x = idx % W and y = floor(idx / W), coordinates zeroed where the peak is not positive
(`pred_mask = maxvals > 0.0` tiled to two columns), then scaled back to the input image by
`x.shape[3] / width` and `x.shape[2] / height`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 16, 12)]


class Net(nn.HybridBlock):
    def __init__(self, num_joints=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.deconv = nn.Conv2DTranspose(8, 4, strides=2, padding=1, in_channels=8)
            self.stem = nn.Conv2D(8, 3, strides=4, padding=1, in_channels=3)
            self.final_layer = nn.Conv2D(num_joints, 1, in_channels=8)

    def hybrid_forward(self, F, x):
        heatmaps = self.final_layer(F.relu(self.deconv(F.relu(self.stem(x)))))
        batch_size, num_joints, height, width = heatmaps.shape
        heatmaps_reshaped = heatmaps.reshape((batch_size, num_joints, -1))
        idx = F.argmax(heatmaps_reshaped, axis=2).reshape((batch_size, num_joints, 1))
        maxvals = F.max(heatmaps_reshaped, axis=2).reshape((batch_size, num_joints, 1))

        preds = F.tile(idx, reps=(1, 1, 2))
        px = preds[:, :, 0] % width
        py = F.floor(preds[:, :, 1] / width)
        preds = F.stack(px, py, axis=2)

        pred_mask = F.tile(maxvals > 0.0, reps=(1, 1, 2))
        preds = preds * pred_mask
        scale = F.array([x.shape[3] / width, x.shape[2] / height])
        return F.broadcast_mul(preds, scale.reshape((1, 1, 2))), maxvals
