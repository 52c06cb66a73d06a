"""SimCC head (RTMPose style): a 1x1 conv to one map per joint, each joint's map flattened by the reshape
code `(0, 0, -1)` into a token, and two `Dense(flatten=False)` classifiers giving 1-D x logits of length
W*k and y logits of length H*k."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 5)]


class SimCCHead(HybridBlock):
    def __init__(self, num_joints=4, in_size=(5, 6), split_ratio=2.0, **kwargs):
        super().__init__(**kwargs)
        w, h = in_size
        with self.name_scope():
            self.final = nn.Conv2D(num_joints, kernel_size=1)
            self.mlp = nn.Dense(16, flatten=False)
            self.cls_x = nn.Dense(int(w * split_ratio), flatten=False)
            self.cls_y = nn.Dense(int(h * split_ratio), flatten=False)

    def hybrid_forward(self, F, feats):
        tokens = self.final(feats).reshape((0, 0, -1))
        tokens = F.relu(self.mlp(tokens))
        return self.cls_x(tokens), self.cls_y(tokens)


Net = SimCCHead
