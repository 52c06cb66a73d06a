"""YOLOv4 box decoding in the traced code: per-anchor channel slices (`output[:, a:b]`) joined with
`nd.concat`, cell grids built with numpy from `output.shape` and added as `nd.array(grid)`, in-place
`/=` by the grid size, and reshapes to sizes read from `output.shape`.

Source: Carryma11/yolov4-gluoncv @ bc53464, tools/yolo_layer.py (yolo_forward_dynamic,
YoloLayer.hybrid_forward), unchanged but for `ctx` (cpu here, gpu(0) there) and a 1x1 conv that
gives the layer its input; the anchors are those of the first YOLOv4 head.
"""
import mxnet as mx
import numpy as np
from mxnet import autograd, nd
from mxnet.gluon import nn

ctx = mx.cpu()
INPUTS = [(2, 4, 5, 6)]


def yolo_forward_dynamic(output, conf_thresh, num_classes, anchors, num_anchors, scale_x_y, only_objectness=1,
                         validation=False):
    bxy_list = []
    bwh_list = []
    det_confs_list = []
    cls_confs_list = []

    for i in range(num_anchors):
        begin = i * (5 + num_classes)
        end = (i + 1) * (5 + num_classes)

        bxy_list.append(output[:, begin: begin + 2])
        bwh_list.append(output[:, begin + 2: begin + 4])
        det_confs_list.append(output[:, begin + 4: begin + 5])
        cls_confs_list.append(output[:, begin + 5: end])

    # Shape: [batch, num_anchors * 2, H, W]
    bxy = nd.concat(*[bxy_list[i]for i in range(num_anchors)], dim=1)
    # Shape: [batch, num_anchors * 2, H, W]
    bwh = nd.concat(*[bwh_list[i]for i in range(num_anchors)], dim=1)

    # Shape: [batch, num_anchors, H, W]
    det_confs = nd.concat(*[det_confs_list[i]for i in range(num_anchors)], dim=1)
    # Shape: [batch, num_anchors * H * W]
    det_confs = det_confs.reshape(output.shape[0], num_anchors * output.shape[2] * output.shape[3])

    # Shape: [batch, num_anchors * num_classes, H, W]
    cls_confs = nd.concat(*[cls_confs_list[i]for i in range(num_anchors)], dim=1)
    # Shape: [batch, num_anchors, num_classes, H * W]
    cls_confs = cls_confs.reshape(output.shape[0], num_anchors, num_classes, output.shape[2] * output.shape[3])
    # Shape: [batch, num_anchors, num_classes, H * W] --> [batch, num_anchors * H * W, num_classes]
    cls_confs = nd.transpose(cls_confs, axes=(0, 1, 3, 2))
    bxy = nd.sigmoid(bxy) * scale_x_y - 0.5 * (scale_x_y - 1)
    bwh = nd.exp(bwh)
    det_confs = nd.sigmoid(det_confs)
    cls_confs = nd.sigmoid(cls_confs)

    grid_x = np.expand_dims(np.expand_dims(
        np.expand_dims(np.linspace(0, output.shape[3] - 1, output.shape[3]), axis=0).repeat(output.shape[2], 0), axis=0),
        axis=0)
    grid_y = np.expand_dims(np.expand_dims(
        np.expand_dims(np.linspace(0, output.shape[2] - 1, output.shape[2]), axis=1).repeat(output.shape[3], 1), axis=0),
        axis=0)
    anchor_w = []
    anchor_h = []
    for i in range(num_anchors):
        anchor_w.append(anchors[i * 2])
        anchor_h.append(anchors[i * 2 + 1])

    bx_list = []
    by_list = []
    bw_list = []
    bh_list = []

    for i in range(num_anchors):
        ii = i * 2
        bx = bxy[:, ii: ii + 1] + nd.array(grid_x, ctx=ctx,dtype='float32')
        by = bxy[:, ii + 1: ii + 2] + nd.array(grid_y, ctx=ctx,dtype='float32')
        bw = bwh[:, ii: ii + 1] * anchor_w[i]
        bh = bwh[:, ii + 1: ii + 2] * anchor_h[i]

        bx_list.append(bx)
        by_list.append(by)
        bw_list.append(bw)
        bh_list.append(bh)

    bx = nd.concat(*[bx_list[i]for i in range(num_anchors)], dim=1)
    by = nd.concat(*[by_list[i]for i in range(num_anchors)], dim=1)
    bw = nd.concat(*[bw_list[i]for i in range(num_anchors)], dim=1)
    bh = nd.concat(*[bh_list[i]for i in range(num_anchors)], dim=1)

    bx_bw = nd.concat(bx, bw, dim=1)
    by_bh = nd.concat(by, bh, dim=1)

    # normalize coordinates to [0, 1]
    bx_bw /= output.shape[3]
    by_bh /= output.shape[2]

    bx = bx_bw[:, :num_anchors].reshape(output.shape[0], num_anchors * output.shape[2] * output.shape[3], 1)
    by = by_bh[:, :num_anchors].reshape(output.shape[0], num_anchors * output.shape[2] * output.shape[3], 1)
    bw = bx_bw[:, num_anchors:].reshape(output.shape[0], num_anchors * output.shape[2] * output.shape[3], 1)
    bh = by_bh[:, num_anchors:].reshape(output.shape[0], num_anchors * output.shape[2] * output.shape[3], 1)

    bx1 = bx - bw * 0.5
    by1 = by - bh * 0.5
    bx2 = bx1 + bw
    by2 = by1 + bh

    boxes = nd.concat(bx1, by1, bx2, by2, dim=2).reshape(output.shape[0], num_anchors * output.shape[2] * output.shape[3],
                                                        1, 4)
    cls_confs = cls_confs.reshape(output.shape[0], num_anchors * output.shape[2] * output.shape[3], -1)
    det_confs = det_confs.reshape(output.shape[0], num_anchors * output.shape[2] * output.shape[3], 1)
    confs = nd.broadcast_mul(cls_confs,det_confs)
    return boxes, confs


class YoloLayer(nn.HybridBlock):
    def __init__(self, anchor_mask=[], num_classes=0, anchors=[], num_anchors=1, stride=32, model_out=False):
        super(YoloLayer, self).__init__()
        self.anchor_mask = anchor_mask
        self.num_classes = num_classes
        self.anchors = anchors
        self.num_anchors = num_anchors
        self.anchor_step = len(anchors) // num_anchors
        self.thresh = 0.6
        self.stride = stride
        self.scale_x_y = 1
        self.model_out = model_out

    def hybrid_forward(self, F, output, target=None):
        if autograd.is_training():
            return output
        masked_anchors = []
        for m in self.anchor_mask:
            masked_anchors += self.anchors[m * self.anchor_step:(m + 1) * self.anchor_step]
        masked_anchors = [anchor / self.stride for anchor in masked_anchors]

        return yolo_forward_dynamic(output, self.thresh, self.num_classes, masked_anchors, len(self.anchor_mask),
                                    scale_x_y=self.scale_x_y)


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(3 * (5 + 2), 1, in_channels=4)
            self.yolo = YoloLayer(anchor_mask=[0, 1, 2], num_classes=2,
                                  anchors=[12, 16, 19, 36, 40, 28, 36, 75, 76, 55, 72, 146, 142, 110, 192, 243, 459, 401],
                                  num_anchors=9, stride=8)

    def hybrid_forward(self, F, x):
        return self.yolo(self.conv(x))
