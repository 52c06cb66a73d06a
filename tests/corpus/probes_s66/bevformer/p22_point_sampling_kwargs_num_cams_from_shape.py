"""`point_sampling(self, F, ref, **img_metas)` as BEVFormer passes `img_metas`: the number of cameras read as
`img_metas["lidar2img"].shape[1]` (a symbol has no shape when traced) to repeat the reference points per
camera before the batched projection."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 4), (2, 3, 4, 4)]


class KwargsPointSampling(HybridBlock):
    def __init__(self, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps

    def point_sampling(self, F, ref, **img_metas):
        num_cam = img_metas["lidar2img"].shape[1]
        pts = F.repeat(ref.expand_dims(1), repeats=num_cam, axis=1)                # (N, cams, P, 4)
        cam = F.batch_dot(pts.reshape((-3, 0, 0)), img_metas["lidar2img"].reshape((-3, 0, 0)), transpose_b=True)
        return F.slice_axis(cam, axis=2, begin=2, end=3) > self.eps

    def hybrid_forward(self, F, ref, lidar2img):
        return self.point_sampling(F, ref, lidar2img=lidar2img)


Net = KwargsPointSampling
