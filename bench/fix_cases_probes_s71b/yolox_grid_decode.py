"""YOLOX's decoupled head decoding one level (anchor-free, like FCOS): the (B, 5 + C, H, W) output
flattened to (B, H*W, 5 + C), a grid of cell offsets built from the map size (`hsize, wsize =
output.shape[-2:]`, a numpy meshgrid of the two ranges handed in by `nd.array`), boxes as `(xy + grid) * stride` and
`exp(wh) * stride`, objectness and class scores by sigmoid."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 8, 4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, num_classes=3, width=8, stride=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.stride = stride
        self.n_ch = 5 + num_classes
        with self.name_scope():
            self.stem = nn.Conv2D(width, 1, in_channels=width)
            self.reg_pred = nn.Conv2D(4, 1, in_channels=width)
            self.obj_pred = nn.Conv2D(1, 1, in_channels=width)
            self.cls_pred = nn.Conv2D(num_classes, 1, in_channels=width)

    def hybrid_forward(self, F, x):
        x = F.Activation(self.stem(x), act_type='relu')
        output = F.concat(self.reg_pred(x), self.obj_pred(x), self.cls_pred(x), dim=1)
        hsize, wsize = output.shape[-2:]
        xv, yv = np.meshgrid(np.arange(wsize), np.arange(hsize))
        grid = nd.array(np.stack((xv, yv), axis=-1).reshape((1, -1, 2)))
        output = output.reshape((0, self.n_ch, -1)).transpose((0, 2, 1))
        xy = (F.slice_axis(output, axis=2, begin=0, end=2) + grid) * self.stride
        wh = F.exp(F.slice_axis(output, axis=2, begin=2, end=4)) * self.stride
        scores = F.sigmoid(F.slice_axis(output, axis=2, begin=4, end=None))
        return F.concat(xy, wh, scores, dim=2)
