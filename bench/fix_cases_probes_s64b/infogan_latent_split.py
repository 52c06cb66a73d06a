"""InfoGAN's generator input: the latent vector is split into noise `z`, a categorical code (turned
into a one-hot of its argmax, `depth=cat.shape[1]`) and continuous codes, concatenated back, a Dense
to `ch * 2 * 2`, reshaped by the batch size `x.shape[0]`, and decoded by a transposed conv."""
from mxnet.gluon import nn


INPUTS = [(3, 14)]


class Net(nn.HybridBlock):
    def __init__(self, noise_dim=8, n_cat=4, ch=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.noise_dim = noise_dim
        self.n_cat = n_cat
        self.ch = ch
        with self.name_scope():
            self.fc = nn.Dense(ch * 4, in_units=14, activation='relu')
            self.bn = nn.BatchNorm(in_channels=ch)
            self.deconv = nn.Conv2DTranspose(1, 4, strides=2, padding=1, in_channels=ch)

    def hybrid_forward(self, F, x):
        batch = x.shape[0]
        z = x[:, :self.noise_dim]
        cat = x[:, self.noise_dim:self.noise_dim + self.n_cat]
        cont = x[:, self.noise_dim + self.n_cat:]
        cat = F.one_hot(F.argmax(cat, axis=1), depth=cat.shape[1])
        h = self.fc(F.concat(z, cat, cont, dim=1))
        h = F.relu(self.bn(h.reshape((batch, self.ch, 2, 2))))
        return F.tanh(self.deconv(h))
