"""Faster R-CNN head on given boxes: the ROI batch index is `arange(batch_size)` repeated `num_roi`
times, both read from the boxes' `.shape`, and the class scores are reshaped back to
(batch, num_roi, classes).

Source: dmlc/dgl @ 3d16000, examples/mxnet/scenegraph/model/faster_rcnn.py (FasterRCNN.hybrid_forward, the
`manual_rpn_box` path); the backbone is one conv, the box head one Dense.
"""
from mxnet import autograd
from mxnet.gluon import nn, HybridBlock

INPUTS = [(2, 3, 16, 16), (2, 5, 4)]


class Net(HybridBlock):
    def __init__(self, num_class=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_class = num_class
        with self.name_scope():
            self.features = nn.Conv2D(4, 3, padding=1)
            self.box_features = nn.Dense(8, activation='relu')
            self.class_predictor = nn.Dense(num_class + 1)

    def hybrid_forward(self, F, x, rpn_box):
        feat = self.features(x)
        rpn_box = (F.abs(rpn_box) * 15).sort(axis=-1)
        num_roi = rpn_box.shape[1]
        batch_size = rpn_box.shape[0]
        with autograd.pause():
            roi_batchid = F.arange(0, batch_size)
            roi_batchid = F.repeat(roi_batchid, num_roi)
            rpn_roi = F.concat(
                *[roi_batchid.reshape((-1, 1)), rpn_box.reshape((-1, 4))], dim=-1)
            rpn_roi = F.stop_gradient(rpn_roi)
        pooled_feat = F.contrib.ROIAlign(feat, rpn_roi, (2, 2), 1.0, sample_ratio=2)
        box_feat = self.box_features(pooled_feat)
        cls_pred = self.class_predictor(box_feat)
        cls_pred = cls_pred.reshape((batch_size, num_roi, self.num_class + 1))
        return cls_pred
