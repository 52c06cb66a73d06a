"""STDC's detail aggregation: the ground truth filtered by a fixed Laplacian kernel (an `nd.array` of
shape (1, 1, 3, 3) held on the block, passed to `F.Convolution`) at strides 1, 2 and 4, clipped and
thresholded at 0.1, the strided maps resized back by `BilinearResize2D` to `gtmasks.shape[2:]`, fused by a
(1, 3, 1, 1) kernel `[6/10, 3/10, 1/10]` (also an NDArray), and the detail head's logits trained against
it with BCE plus a dice loss that flattens by `n = logits.shape[0]`."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 16, 16), (2, 1, 16, 16)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.laplacian_kernel = nd.array(
            np.array([-1, -1, -1, -1, 8, -1, -1, -1, -1], dtype=np.float32).reshape((1, 1, 3, 3)))
        self.fuse_kernel = nd.array(np.array([6. / 10, 3. / 10, 1. / 10], dtype=np.float32).reshape((1, 3, 1, 1)))
        with self.name_scope():
            self.detail_head = nn.Conv2D(1, 3, padding=1, in_channels=in_channels)

    def laplacian(self, F, gt, stride):
        return F.Convolution(gt, weight=self.laplacian_kernel, kernel=(3, 3), stride=(stride, stride),
                             pad=(1, 1), num_filter=1, no_bias=True)

    def dice_loss(self, F, logits, target):
        n = logits.shape[0]
        probs = F.sigmoid(logits).reshape((n, -1))
        target = target.reshape((n, -1))
        inter = (probs * target).sum(axis=1)
        return (1 - (2 * inter + 1.) / (probs.sum(axis=1) + target.sum(axis=1) + 1.)).mean()

    def hybrid_forward(self, F, feat, gtmasks):
        h, w = gtmasks.shape[2:]
        boundary_targets = F.clip(self.laplacian(F, gtmasks, 1), 0, 1e9)
        boundary_targets = boundary_targets > 0.1
        x2 = F.clip(self.laplacian(F, gtmasks, 2), 0, 1e9)
        x4 = F.clip(self.laplacian(F, gtmasks, 4), 0, 1e9)
        x2_up = F.contrib.BilinearResize2D(x2, height=h, width=w) > 0.1
        x4_up = F.contrib.BilinearResize2D(x4, height=h, width=w) > 0.1
        pyramid = F.concat(boundary_targets, x2_up, x4_up, dim=1)
        fused = F.Convolution(pyramid, weight=self.fuse_kernel, kernel=(1, 1), num_filter=1, no_bias=True)
        fused = fused > 0.1
        logits = self.detail_head(feat)
        bce = F.mean(F.relu(logits) - logits * fused + F.log(1 + F.exp(-F.abs(logits))))
        return bce + self.dice_loss(F, logits, fused)
