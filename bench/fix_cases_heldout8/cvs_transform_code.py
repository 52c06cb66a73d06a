"""Continuous view synthesis: the latent code, seen as nz 3-D points, is rotated and translated by the
inverse of the relative pose -- `z.reshape((z.shape[0], nz, 3))`, `RT[:, :3, :3]`, `RT[:, :3, 3]`
broadcast to `(RT.shape[0], nz, 3)` -- in methods given F.

Source: eitan3/continuous_view_synthesis_gluon @ b3d90378f0, models/network.py (Network.hybrid_forward,
transform, transform_code), unchanged but for the class name and `opt` (a small options object with
the 'kitti' category, whose codes are not object-centric, so the translation is added); the encoder is
one Dense layer and the decoder and the inverse warp are left out (the block returns z_tf).
"""
from mxnet import gluon
from mxnet.gluon import nn

INPUTS = [(2, 5), (2, 4, 4)]


class _Opt(object):
    nz_geo = 4
    category = 'kitti'


class Net(gluon.HybridBlock):
    def __init__(self, opt=_Opt(), depth_scale=1.0, depth_bias=0.0):
        super(Net, self).__init__()
        self.opt = opt
        self.depth_scale = depth_scale
        self.depth_bias = depth_bias
        self.encoder = nn.Dense(opt.nz_geo * 3)

    def hybrid_forward(self, F, x, poses):
        z = self.encoder(x)
        z_tf = self.transform(F, z, poses)
        return z_tf

    def transform(self, F, z, RT):
        return self.transform_code(F, z, self.opt.nz_geo, F.linalg.inverse(RT),
                                   object_centric=self.opt.category in ['car', 'chair'])

    def transform_code(self, F, z, nz, RT, object_centric=False):
        z_tf = F.linalg.gemm2(z.reshape((z.shape[0], nz, 3)), RT[:, :3, :3])
        if not object_centric:
            z_tf = z_tf + RT[:, :3, 3].expand_dims(1).broadcast_to((RT.shape[0], nz, 3))
        return z_tf.reshape((z.shape[0], nz * 3))
