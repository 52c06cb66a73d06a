"""DUSt3R's global alignment (PointCloudOptimizer): one learned pose per pair (a unit quaternion and a
translation in `pw_poses[:, :7]`) and scale `exp(pw_adaptors)`, the pair's two pointmaps (predicted in the first
view's frame) moved by `s * (R X + t)` with R built from the quaternion's components (legacy subscripts), and
the confidence-weighted distance to each view's global pointmap, summed over the edges of the pair graph in a
python loop over `self.edges`, the view read by `im_pts[i]`."""
from mxnet import init
from mxnet.gluon import nn


INPUTS = [(3, 2, 6, 3), (3, 2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, n_imgs=3, n_pts=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.edges = [(0, 1), (1, 2), (0, 2)]
        with self.name_scope():
            self.pw_poses = self.params.get('pw_poses', shape=(len(self.edges), 7), init=init.Normal(0.5))
            self.pw_adaptors = self.params.get('pw_adaptors', shape=(len(self.edges),), init=init.Zero())
            self.im_pts = self.params.get('im_pts', shape=(n_imgs, n_pts, 3), init=init.Normal(1.0))

    def hybrid_forward(self, F, pts, conf, pw_poses, pw_adaptors, im_pts):
        n_pairs, _, N, _ = pts.shape
        q = pw_poses[:, :4] / F.norm(pw_poses[:, :4], axis=1, keepdims=True)
        r, i, j, k = q[:, 0], q[:, 1], q[:, 2], q[:, 3]
        R = F.stack(1 - 2 * (j * j + k * k), 2 * (i * j - k * r), 2 * (i * k + j * r),
                    2 * (i * j + k * r), 1 - 2 * (i * i + k * k), 2 * (j * k - i * r),
                    2 * (i * k - j * r), 2 * (j * k + i * r), 1 - 2 * (i * i + j * j), axis=1)
        R = R.reshape((n_pairs, 3, 3))
        t = pw_poses[:, 4:7].expand_dims(1)
        s = F.exp(pw_adaptors).reshape((n_pairs, 1, 1))
        aligned = s * F.broadcast_add(F.batch_dot(pts.reshape((n_pairs, 2 * N, 3)), R, transpose_b=True), t)
        aligned = aligned.reshape((n_pairs, 2, N, 3))
        loss = 0
        for e, (a, b) in enumerate(self.edges):
            la = F.norm(im_pts[a] - aligned[e, 0], axis=-1) * conf[e, 0]
            lb = F.norm(im_pts[b] - aligned[e, 1], axis=-1) * conf[e, 1]
            loss = loss + la.mean() + lb.mean()
        return loss / len(self.edges)
