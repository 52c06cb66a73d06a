"""H504: RoI boxes cut by columns `rois[:, 2:4]` on RoIs of 3 columns (the original broadcasts the
(3, 1) cut against the (3, 2) offsets): python clamps the bound past axis 1, `F.slice_axis(end=4)`
raises (probes_s54 deform_roi_offset_scale, found by H496's --vary)."""
from mxnet.gluon import nn

INPUTS = [(3, 3), (3, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(2, in_units=6)

    def hybrid_forward(self, F, rois, feats):
        rois = F.abs(rois) * 10
        wh = rois[:, 2:4] - rois[:, 0:1] + 1
        return self.fc(feats) * wh
