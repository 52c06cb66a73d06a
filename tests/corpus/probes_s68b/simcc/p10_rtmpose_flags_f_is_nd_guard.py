"""RTMPose-style head with python-valued ifs on constructor flags (GAU on or off, a final layer norm)
and an eager-only sanity check behind `if F is nd:` that reads `feats.shape`."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 5)]


class RTMHead(HybridBlock):
    def __init__(self, num_joints=4, in_size=(5, 6), split_ratio=2.0, use_gau=False, final_norm=True, **kwargs):
        super().__init__(**kwargs)
        self.num_joints = num_joints
        self.use_gau = use_gau
        self.final_norm = final_norm
        w, h = in_size
        with self.name_scope():
            self.final = nn.Conv2D(num_joints, kernel_size=3, padding=1)
            self.norm = nn.LayerNorm()
            self.mlp = nn.Dense(12, flatten=False)
            self.cls_x = nn.Dense(int(w * split_ratio), flatten=False)
            self.cls_y = nn.Dense(int(h * split_ratio), flatten=False)

    def hybrid_forward(self, F, feats):
        if F is nd:
            assert feats.shape[2] * feats.shape[3] == 30, feats.shape
        tokens = self.final(feats).reshape((0, 0, -3))
        if self.final_norm:
            tokens = self.norm(tokens)
        tokens = self.mlp(tokens)
        if self.use_gau:
            tokens = F.relu(tokens)
        return self.cls_x(tokens), self.cls_y(tokens)


Net = RTMHead
