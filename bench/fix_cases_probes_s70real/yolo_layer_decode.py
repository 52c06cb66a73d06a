"""A YOLOv3 re-implementation's output layer: the prediction split by `slice_axis`, the grid sizes
read by `b, h, w, n, s = tx.shape`, the cell offsets and anchors made eagerly by
`nd.tile(nd.arange(0, w, repeat=n, ctx=tx.context)...)` and `nd.tile(nd.array(scaled_anchors_w)...)`,
the boxes reshaped by `reshape(b, -1, 4)`.

Source: Ellinier/YOLOv3-Gluon-Implementation yolo.py (YOLOLayer.hybrid_forward) and Darknet53.py
(Convolutional) at 9c11900847d1087e6ea21aa984f896b4d24275b8; adapted: the class named Net, its
arguments given the first scale's defaults (3 anchors, stride 8, 20 classes).
"""
from mxnet import nd
from mxnet import autograd
from mxnet.gluon import nn
from mxnet.gluon import HybridBlock


INPUTS = [(2, 8, 4, 4)]


def Convolutional(channels, kernel_size, strides, padding, batch_norm=True):
    """Convolutional layer in yolov3: Conv2D+BatchNorm+LeakyReLU"""
    out = nn.HybridSequential()
    with out.name_scope():
        out.add(nn.Conv2D(channels, kernel_size, strides, padding))
        if batch_norm:
            out.add(nn.BatchNorm())
        out.add(nn.LeakyReLU(0.1))
    return out


class Net(HybridBlock):
    """YOLO Detection network."""
    def __init__(self, anchors=((10, 13), (16, 30), (33, 23)), stride=8, num_classes=20):
        super(Net, self).__init__()
        self.anchors = anchors                         # [[10,13], [16,30], [33,23]]
        self.stride = stride                           # 8
        self.num_anchors = len(anchors)                # 3
        self.num_classes = num_classes
        self.bbox_attrs = 5 + num_classes              # 25

        self.prediction = Convolutional(self.bbox_attrs*self.num_anchors, 1, 1, 0)

    def hybrid_forward(self, F, x, *args, **kwargs):
        out = self.prediction(x)
        out = out.transpose((0, 2, 3, 1))                                # (B, H, W, (4+1+n_Classes)*n_anchor)
        out = out.reshape((0, 0, 0, self.num_anchors, self.bbox_attrs))  # (B, H, W, n_anchor, (4+1+n_Classes))

        if autograd.is_training():
            return out.reshape((0, -1, self.bbox_attrs))

        # Get prediction
        tx = F.sigmoid(out.slice_axis(begin=0, end=1, axis=-1))            # Center x
        ty = F.sigmoid(out.slice_axis(begin=1, end=2, axis=-1))            # Center y
        tw = out.slice_axis(begin=2, end=3, axis=-1)                       # Width
        th = out.slice_axis(begin=3, end=4, axis=-1)                       # Height
        objness = F.sigmoid(out.slice_axis(begin=4, end=5, axis=-1))       # Conf
        cls_pred = F.sigmoid(out.slice_axis(begin=5, end=None, axis=-1))   # Cls pred

        b, h, w, n, s = tx.shape

        # Calculate offsets for each grid
        grid_x = nd.tile(nd.arange(0, w, repeat=(n * 1), ctx=tx.context).reshape((1, 1, w, n, 1)), (b, h, 1, 1, 1))
        grid_y = nd.tile(nd.arange(0, h, repeat=(w * n * 1), ctx=ty.context).reshape((1, h, w, n, 1)), (b, 1, 1, 1, 1))
        scaled_anchors_w = [a_w/self.stride for a_w, _ in self.anchors]
        scaled_anchors_h = [a_h/self.stride for _, a_h in self.anchors]
        anchor_w = nd.tile(nd.array(scaled_anchors_w).reshape((1, 1, 1, -1, 1)), (b, h, w, 1, 1))
        anchor_h = nd.tile(nd.array(scaled_anchors_h).reshape((1, 1, 1, -1, 1)), (b, h, w, 1, 1))

        # Add offset and scale with anchors
        bx = tx + grid_x
        by = ty + grid_y
        bw = F.broadcast_mul(F.exp(tw), anchor_w)
        bh = F.broadcast_mul(F.exp(th), anchor_h)

        # convert to corner format boxes
        half_w = bw / 2
        half_h = bh / 2
        left = F.clip(bx - half_w, 0, 1)
        top = F.clip(by - half_h, 0, 1)
        right = F.clip(bx + half_w, 0, 1)
        bottom = F.clip(by + half_h, 0, 1)
        boxes_pred = F.concat(left, top, right, bottom, dim=-1)

        boxes_pred = boxes_pred.reshape(b, -1, 4)*self.stride
        objness = objness.reshape(b, -1, 1)
        cls_pred = cls_pred.reshape(b, -1, self.num_classes)

        return boxes_pred, objness, cls_pred
