"""DeepSDF's training objective for one batch: the decoder run on [code, xyz] of every sample, the predicted
and ground-truth SDF clamped to +-delta, an L1 sum divided by the number of SDF samples (`B * P` from the
shape; the shape index of every sample is `arange(B)` repeated over the points), and the code regulariser
`code_reg_lambda * min(1, epoch / 100) * sum(||z||)` over the batch codes, also per SDF sample, added with
`+=`."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 6, 3), (2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, latent_size=4, hidden=8, num_scenes=4, clamp_dist=0.1, code_reg_lambda=1e-4,
                 epoch=30, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.clamp_dist = clamp_dist
        self.code_reg_lambda = code_reg_lambda
        self.epoch = epoch
        with self.name_scope():
            self.lat_vecs = nn.Embedding(num_scenes, latent_size)
            self.decoder = nn.HybridSequential()
            self.decoder.add(nn.Dense(hidden, in_units=latent_size + 3, flatten=False, activation='relu'),
                             nn.Dense(hidden, in_units=hidden, flatten=False, activation='relu'),
                             nn.Dense(1, in_units=hidden, flatten=False))

    def hybrid_forward(self, F, xyz, sdf_gt):
        num_sdf_samples = xyz.shape[0] * xyz.shape[1]
        indices = nd.arange(xyz.shape[0]).expand_dims(-1).repeat(xyz.shape[1], axis=1).reshape((-1,))
        batch_vecs = self.lat_vecs(indices)
        inp = F.concat(batch_vecs, xyz.reshape((-1, 3)), dim=1)
        pred_sdf = self.decoder(inp)
        pred_sdf = F.clip(pred_sdf, -self.clamp_dist, self.clamp_dist)
        sdf_gt = F.clip(sdf_gt.reshape((-1, 1)), -self.clamp_dist, self.clamp_dist)
        loss = F.sum(F.abs(pred_sdf - sdf_gt)) / num_sdf_samples
        l2_size_loss = F.sum(F.norm(batch_vecs, axis=1))
        loss += self.code_reg_lambda * min(1, self.epoch / 100) * l2_size_loss / num_sdf_samples
        return loss
