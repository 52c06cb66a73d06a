"""YOLOv3-style box decoding: the cell grid built host-side from the map's size
(`gx, gy = np.meshgrid(np.arange(w), np.arange(h))`, `nd.array(np.stack(...))`), added to the
sigmoid of the predicted offsets and scaled by the stride. Pattern: YOLO layers in Gluon repos
(yolov3/yolov4 ports); written for this set."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 5, 6)]


class Net(nn.HybridBlock):
    def __init__(self, stride=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.stride = stride

    def hybrid_forward(self, F, x):
        h, w = x.shape[2:]
        gx, gy = np.meshgrid(np.arange(w), np.arange(h))
        grid = nd.array(np.stack([gx, gy], axis=0)).expand_dims(0)
        xy = F.broadcast_add(F.sigmoid(F.slice_axis(x, axis=1, begin=0, end=2)), grid)
        return F.concat(xy * self.stride, F.slice_axis(x, axis=1, begin=2, end=4), dim=1)
